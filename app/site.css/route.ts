// GET /site.css: the pages' stylesheet (app/globals.css), for HTML answers that are not Next pages.
export { GET } from "@/lib/transports/pages/routes/site-css";
