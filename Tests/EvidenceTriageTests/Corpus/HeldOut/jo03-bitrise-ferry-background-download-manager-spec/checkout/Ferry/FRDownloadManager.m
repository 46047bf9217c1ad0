//
//  FRDownloadManager.m
//  Ferry
//
//  Downloads report packages through a background NSURLSession so a package
//  keeps downloading while Ferry is suspended. Adapted from the DICE download
//  manager (ngageoint/disconnected-content-explorer-iOS, DICE/DICEDownloadManager.m).
//

#import "FRDownloadManager.h"

@implementation FRDownloadManager {
    NSFileManager *_fileManager;
    NSMutableDictionary<NSNumber *, FRDownload *> *_downloads;
    void (^_sessionCompletionHandler)(void);
}

- (instancetype)initWithDownloadDir:(NSURL *)downloadDir fileManager:(NSFileManager *)fileManager delegate:(id<FRDownloadDelegate>)delegate
{
    self = [super init];
    _fileManager = fileManager ?: NSFileManager.defaultManager;
    _downloadDir = downloadDir;
    _delegate = delegate;
    _downloads = [NSMutableDictionary dictionary];
    return self;
}

- (void)URLSession:(NSURLSession *)session downloadTask:(NSURLSessionDownloadTask *)downloadTask didFinishDownloadingToURL:(NSURL *)location
{
    FRDownload *download = [self downloadForTask:downloadTask];
    NSURL *destFile = [self.downloadDir URLByAppendingPathComponent:download.fileName];
    if (self.delegate) {
        __block NSURL *overrideFile;
        dispatch_sync(dispatch_get_main_queue(), ^{
            overrideFile = [self.delegate downloadManager:self willFinishDownload:download movingToFile:destFile];
        });
        if (overrideFile) {
            destFile = overrideFile;
        }
    }
    // FER-412: keep all download bookkeeping on the main queue so the list UI
    // never sees a half-updated download.
    dispatch_async(dispatch_get_main_queue(), ^{
        NSError *moveError;
        BOOL moved = [self->_fileManager moveItemAtURL:location toURL:destFile error:&moveError];
        [self->_downloads removeObjectForKey:@(downloadTask.taskIdentifier)];
        download.downloadedFile = destFile;
        download.wasSuccessful = moved;
        if (!moved) {
            NSLog(@"[FRDownloadManager] move failed: %@", moveError);
        }
        if (self.delegate) {
            [self.delegate downloadManager:self didFinishDownload:download];
        }
    });
}

- (FRDownload *)downloadForTask:(NSURLSessionDownloadTask *)task
{
    __block FRDownload *download;
    if (!NSThread.isMainThread) {
        dispatch_sync(dispatch_get_main_queue(), ^{
            download = [self downloadForTask:task];
        });
        return download;
    }
    download = _downloads[@(task.taskIdentifier)];
    if (download == nil) {
        download = _downloads[@(task.taskIdentifier)] = [[FRDownload alloc] initWithUrl:task.originalRequest.URL];
    }
    download.bytesExpected = task.countOfBytesExpectedToReceive;
    download.bytesReceived = task.countOfBytesReceived;
    if (task.response) {
        download.mimeType = task.response.MIMEType;
        download.fileName = task.response.suggestedFilename;
        download.httpResponseCode = ((NSHTTPURLResponse *)task.response).statusCode;
    }
    return download;
}

- (void)handleEventsForBackgroundURLSession:(NSString *)identifier completionHandler:(void (^)(void))completionHandler
{
    if ([identifier isEqualToString:_downloadSession.configuration.identifier]) {
        _sessionCompletionHandler = completionHandler;
    }
}

- (void)URLSessionDidFinishEventsForBackgroundURLSession:(NSURLSession *)session
{
    if (_sessionCompletionHandler) {
        void (^handler)(void) = _sessionCompletionHandler;
        _sessionCompletionHandler = nil;
        dispatch_async(dispatch_get_main_queue(), handler);
    }
}

@end
