// Types of the parts of turndown-plugin-gfm this project uses (the package ships none).
declare module "turndown-plugin-gfm" {
  import type TurndownService from "turndown";
  export const tables: TurndownService.Plugin;
  export const gfm: TurndownService.Plugin;
}
