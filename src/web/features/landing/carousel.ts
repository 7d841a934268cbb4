// spec 000 §4.8: the testimonial carousel moves on every 4 s while nobody is using it.
export const TESTIMONIAL_INTERVAL_MS = 4000;
