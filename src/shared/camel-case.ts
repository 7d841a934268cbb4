/** "UniversityBulk" → "University Bulk". */
export const splitCamelCase = (key: string) => key.replace(/([a-z])([A-Z])/g, "$1 $2");
