export const layout = {
  menu: "Menu",
} as const;
