import { buildCtBank } from "./critical-thinking";
import passagesData from "./critical-thinking-passages.json" with { type: "json" };

// The critical thinking bank the tests are drawn from, checked when the module loads.

export const CT_BANK = buildCtBank(passagesData);
