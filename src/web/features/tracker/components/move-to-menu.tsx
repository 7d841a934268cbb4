import { Suspense, useState } from "react";
import { loadOnUse } from "../../../lib/load-on-use";
import { MoveToButton, type MoveToProps } from "./move-to-button";

// Every card on the board has this button, but a menu (radix's dropdown, its popper and focus
// handling) is needed only once one is pressed: the menu's code is fetched when the member points at
// or focuses a Move to button, and the pressed card's menu is drawn open in the button's place.
const { Component: MoveToDropdown, warm } = loadOnUse(
  () => import("./move-to-dropdown"),
  (module) => module.default,
);

/** For people who do not drag: every stage in a menu; the card goes to the end of that column. */
export function MoveToMenu(props: MoveToProps) {
  const [pressed, setPressed] = useState(false);
  const button = (
    <MoveToButton
      title={props.title}
      aria-expanded={false}
      onPointerEnter={warm}
      onFocus={warm}
      onClick={() => setPressed(true)}
    />
  );
  if (!pressed) return button;
  return (
    <Suspense fallback={button}>
      <MoveToDropdown {...props} />
    </Suspense>
  );
}
