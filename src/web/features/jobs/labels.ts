import { SECTORS, WORKPLACES } from "../../../shared/job-labels";
import { FINANCE_AREAS, LOCATIONS, ROLE_TYPES } from "../../../shared/onboarding-choices";

const lookup = (list: readonly { value: string; label: string }[]) => {
  const map = new Map(list.map((item) => [item.value, item.label]));
  return (value: string | null | undefined) => (value ? (map.get(value) ?? value) : "");
};

export const roleTypeLabel = lookup(ROLE_TYPES);
export const areaLabel = lookup(FINANCE_AREAS);
export const locationLabel = lookup(LOCATIONS);
export const workplaceLabel = lookup(WORKPLACES);
export const sectorLabel = lookup(SECTORS);
