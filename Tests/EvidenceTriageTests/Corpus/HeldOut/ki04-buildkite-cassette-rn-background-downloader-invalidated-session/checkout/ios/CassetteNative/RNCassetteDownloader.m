// Fork of react-native-background-downloader's iOS module (background NSURLSession downloads
// for offline episodes), kept in-tree since 2024.
#import "RNCassetteDownloader.h"

static NSString *const kSessionIdentifier = @"com.cassette.app.episode-downloads";

@implementation RNCassetteDownloader {
    NSURLSession *_urlSession;
    NSMutableDictionary<NSString *, NSURLSessionDownloadTask *> *_tasks;
    NSObject *_lock;
}

RCT_EXPORT_MODULE(CassetteDownloader);

- (instancetype)init {
    if ((self = [super init])) {
        _tasks = [NSMutableDictionary dictionary];
        _lock = [NSObject new];
    }
    return self;
}

- (void)lazyInitSession {
    if (_urlSession != nil) { return; }
    NSURLSessionConfiguration *config =
        [NSURLSessionConfiguration backgroundSessionConfigurationWithIdentifier:kSessionIdentifier];
    config.sessionSendsLaunchEvents = YES;
    _urlSession = [NSURLSession sessionWithConfiguration:config delegate:self delegateQueue:nil];
}

RCT_EXPORT_METHOD(startDownload:(NSDictionary *)options) {
    NSString *identifier = options[@"id"];
    NSURLRequest *request = [NSURLRequest requestWithURL:[NSURL URLWithString:options[@"url"]]];
    // The session is picked up outside the @synchronized block below. If cancelAll's
    // invalidation (finishTasksAndInvalidate) has just completed on the delegate queue,
    // _urlSession still points at the invalidated session.
    [self lazyInitSession];
    @synchronized (_lock) {
        NSURLSessionDownloadTask *task = [_urlSession downloadTaskWithRequest:request];
        task.taskDescription = identifier;
        _tasks[identifier] = task;
        [task resume];
    }
}

RCT_EXPORT_METHOD(cancelAll) {
    @synchronized (_lock) {
        for (NSURLSessionDownloadTask *task in _tasks.allValues) { [task cancel]; }
        [_tasks removeAllObjects];
        [_urlSession finishTasksAndInvalidate];
    }
}

- (void)URLSession:(NSURLSession *)session didBecomeInvalidWithError:(NSError *)error {
    @synchronized (_lock) {
        if (session == _urlSession) { _urlSession = nil; }
    }
}

@end
