#import "HLDownloadManager.h"
#import "HLDownloadTaskDelegate.h"
#import "HLEpisode.h"

static void *HLTaskStateContext = &HLTaskStateContext;

@interface HLDownloadManager ()
@property (nonatomic, strong, readwrite) NSURLSession *session;
@property (nonatomic, strong) NSMutableDictionary<NSNumber *, HLDownloadTaskDelegate *> *taskDelegates;
@property (nonatomic, strong) NSOperationQueue *delegateQueue;
@end

@implementation HLDownloadManager

- (instancetype)initWithSessionIdentifier:(NSString *)identifier {
    if ((self = [super init])) {
        _taskDelegates = [NSMutableDictionary dictionary];
        _delegateQueue = [NSOperationQueue new];
        _delegateQueue.maxConcurrentOperationCount = 1;
        NSURLSessionConfiguration *config = [NSURLSessionConfiguration backgroundSessionConfigurationWithIdentifier:identifier];
        config.sessionSendsLaunchEvents = YES;
        config.discretionary = NO;
        _session = [NSURLSession sessionWithConfiguration:config delegate:self delegateQueue:_delegateQueue];
    }
    return self;
}

- (NSUInteger)pendingDelegateCount {
    return self.taskDelegates.count;
}

- (NSURLSessionDownloadTask *)downloadEpisode:(HLEpisode *)episode completion:(HLDownloadCompletion)completion {
    NSURLSessionDownloadTask *task = [self.session downloadTaskWithURL:episode.enclosureURL];
    [self trackTask:task episode:episode completion:completion];
    [task resume];
    return task;
}

- (void)trackTask:(NSURLSessionTask *)task episode:(HLEpisode *)episode completion:(HLDownloadCompletion)completion {
    self.taskDelegates[@(task.taskIdentifier)] = [[HLDownloadTaskDelegate alloc] initWithEpisode:episode completion:completion];
    [task addObserver:self forKeyPath:@"state" options:NSKeyValueObservingOptionNew context:HLTaskStateContext];
}

#pragma mark - NSURLSessionDownloadDelegate

- (void)URLSession:(NSURLSession *)session downloadTask:(NSURLSessionDownloadTask *)downloadTask didFinishDownloadingToURL:(NSURL *)location {
    HLDownloadTaskDelegate *delegate = self.taskDelegates[@(downloadTask.taskIdentifier)];
    [delegate moveDownloadedFileFromURL:location];
}

- (void)URLSession:(NSURLSession *)session task:(NSURLSessionTask *)task didCompleteWithError:(NSError *)error {
    HLDownloadTaskDelegate *delegate = self.taskDelegates[@(task.taskIdentifier)];
    [task removeObserver:self forKeyPath:@"state" context:HLTaskStateContext];
    [delegate finishWithError:error];
    [self.taskDelegates removeObjectForKey:@(task.taskIdentifier)];
}

#pragma mark - NSURLSessionDelegate

- (void)URLSessionDidFinishEventsForBackgroundURLSession:(NSURLSession *)session {
    // Every event has been delivered, so nothing is left to track.
    [self.taskDelegates removeAllObjects];
    dispatch_async(dispatch_get_main_queue(), ^{
        void (^handler)(void) = self.backgroundEventsCompletionHandler;
        self.backgroundEventsCompletionHandler = nil;
        if (handler) { handler(); }
    });
}

#pragma mark - KVO

- (void)observeValueForKeyPath:(NSString *)keyPath ofObject:(id)object change:(NSDictionary *)change context:(void *)context {
    if (context != HLTaskStateContext) {
        [super observeValueForKeyPath:keyPath ofObject:object change:change context:context];
        return;
    }
    [[NSNotificationCenter defaultCenter] postNotificationName:@"HLDownloadStateDidChange" object:object];
}

@end
