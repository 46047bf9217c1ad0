import * as firebase from "nativescript-plugin-firebase";
import { TrailSync } from "../sync/trail-sync";

export function initPush(): void {
  firebase.init({
    onPushTokenReceivedCallback: (token) => console.log(`[push] token ${token ? "received" : "missing"}`),
    onMessageReceivedCallback: (message) => {
      if (message.data && message.data.kind === "conditions-changed") {
        TrailSync.shared.run();
      }
    },
  }).then(() => console.log("[push] firebase.init done"), (error) => console.log(`[push] firebase.init error: ${error}`));
}
