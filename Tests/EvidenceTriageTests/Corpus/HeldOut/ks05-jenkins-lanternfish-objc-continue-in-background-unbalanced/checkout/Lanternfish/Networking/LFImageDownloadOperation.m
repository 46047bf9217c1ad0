#import "LFImageDownloadOperation.h"

@implementation LFImageDownloadOperation {
    UIBackgroundTaskIdentifier _backgroundTaskId;
}

- (void)start {
    @synchronized (self) {
        if (self.isCancelled) { self.finished = YES; return; }
        if (self.options & LFImageDownloaderContinueInBackground) {
            __weak __typeof__(self) wself = self;
            _backgroundTaskId = [self.application beginBackgroundTaskWithName:@"LFImageDownload" expirationHandler:^{
                __strong __typeof(wself) sself = wself;
                [sself cancel];
                [sself.application endBackgroundTask:sself->_backgroundTaskId];
                sself->_backgroundTaskId = UIBackgroundTaskInvalid;
            }];
        }
        self.dataTask = [self.session dataTaskWithRequest:self.request];
        self.executing = YES;
    }
    [self.dataTask resume];
    // the begin above is only ended by the expiration handler: a download that
    // finishes normally never calls endBackgroundTask:
}

@end
