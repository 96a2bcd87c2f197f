import { redirect } from "react-router";

export function loader() {
  return redirect("/account/login?redirectTo=%2Fadmin");
}
