import { Outlet } from "react-router";

export default function PartnerLayout() {
  return <Outlet />;
}
