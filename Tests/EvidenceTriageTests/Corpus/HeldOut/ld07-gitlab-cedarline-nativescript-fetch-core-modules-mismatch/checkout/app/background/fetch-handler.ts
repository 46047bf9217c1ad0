import { ArticleStore } from "../shared/article-store";

/** Called from CustomAppDelegate.applicationPerformFetchWithCompletionHandler. */
export function handleFetch(store: ArticleStore, completionHandler: (r: number) => void) {
    store.syncNewest().then((added) => {
        // BUG: `added` is an array; comparing it to 0 is always false, so NewData is never reported.
        const result = (added as any) > 0 ? UIBackgroundFetchResult.NewData : UIBackgroundFetchResult.NoData;
        completionHandler(result);
    }, () => completionHandler(UIBackgroundFetchResult.Failed));
}
