import * as application from "application";
import { handleFetch } from "../background/fetch-handler";
import { FakeArticleStore } from "./fakes";

describe("BackgroundFetch", () => {
    it("completion handler is called with NewData when articles arrive", (done) => {
        const store = new FakeArticleStore([{ id: "a1" }, { id: "a2" }]);
        handleFetch(store as any, (result) => {
            expect(result).toBe(UIBackgroundFetchResult.NewData);
            done();
        });
    });

    it("system fires a fetch within 60 seconds of backgrounding", (done) => {
        UIApplication.sharedApplication.setMinimumBackgroundFetchInterval(UIApplicationBackgroundFetchIntervalMinimum);
        application.on("cedarline:fetch", () => done());
        // The emulator is left in the foreground under the test runner; we wait for iOS.
    }, 60000);
});
