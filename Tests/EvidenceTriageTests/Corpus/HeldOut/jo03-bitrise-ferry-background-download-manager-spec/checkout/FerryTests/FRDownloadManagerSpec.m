//
//  FRDownloadManagerSpec.m
//  FerryTests
//
//  Specs adapted from DICETests/DICEDownloadManagerSpec.m
//  (ngageoint/disconnected-content-explorer-iOS).
//

#import "Specta.h"
#import <Expecta/Expecta.h>
#import <OCHamcrest/OCHamcrest.h>
#import <OCMockito/OCMockito.h>

#import "FRDownloadManager.h"


SpecBegin(FRDownloadManager)

describe(@"FRDownloadManager", ^{

    __block NSURL *downloadDir;
    __block NSFileManager *mockFileManager;
    __block NSURLSession *mockSession;
    __block id<FRDownloadDelegate> mockDelegate;
    __block FRDownloadManager *downloadManager;
    __block NSOperationQueue *urlSessionQueue;

    beforeEach(^{
        downloadDir = [NSURL fileURLWithPath:@"/ferry/downloads" isDirectory:YES];
        mockFileManager = mock([NSFileManager class]);
        mockDelegate = mockProtocol(@protocol(FRDownloadDelegate));
        downloadManager = [[FRDownloadManager alloc] initWithDownloadDir:downloadDir fileManager:mockFileManager delegate:mockDelegate];
        mockSession = mock(NSURLSession.class);
        downloadManager.downloadSession = mockSession;
        urlSessionQueue = [[NSOperationQueue alloc] init];
    });

    afterEach(^{
        [urlSessionQueue waitUntilAllOperationsAreFinished];
    });

    it(@"notifies the delegate before and after moving the file when the download completes", ^{

        NSURL *tempUrl = [NSURL fileURLWithPath:@"/tmp/CFNetworkDownload_q3Xk2L.tmp" isDirectory:NO];
        NSURLSessionDownloadTask *task = mock(NSURLSessionDownloadTask.class);
        [given([task taskIdentifier]) willReturnUnsignedInteger:123];
        NSHTTPURLResponse *response = [[NSHTTPURLResponse alloc]
            initWithURL:[NSURL URLWithString:@"https://packages.ferry.example/r/8812"] statusCode:200 HTTPVersion:@"1.1"
            headerFields:@{@"Content-Disposition": @"attachment; filename=harbor-survey.zip", @"Content-Type": @"application/zip"}];
        [given([task response]) willReturn:response];
        __block BOOL delegateFinished = NO;
        [givenVoid([mockDelegate downloadManager:downloadManager didFinishDownload:anything()]) willDo:^id(NSInvocation *invocation) {
            delegateFinished = NSThread.isMainThread;
            return nil;
        }];

        [urlSessionQueue addOperationWithBlock:^{
            [downloadManager URLSession:mockSession downloadTask:task didFinishDownloadingToURL:tempUrl];
        }];

        assertWithTimeout(1.0, thatEventually(@(delegateFinished)), isTrue());
    });

    it(@"moves the downloaded file serially on the invoking background thread", ^{

        // The file at `location` only exists until the delegate method returns:
        // the move has to happen synchronously, on the session's delegate queue.
        NSURL *tempUrl = [NSURL fileURLWithPath:@"/tmp/CFNetworkDownload_Vb81sQ.tmp" isDirectory:NO];
        NSURL *destUrl = [downloadDir URLByAppendingPathComponent:@"harbor-survey.zip"];
        NSURLSessionDownloadTask *task = mock(NSURLSessionDownloadTask.class);
        [given([task taskIdentifier]) willReturnUnsignedInteger:123];
        NSHTTPURLResponse *response = [[NSHTTPURLResponse alloc]
            initWithURL:[NSURL URLWithString:@"https://packages.ferry.example/r/8812"] statusCode:200 HTTPVersion:@"1.1"
            headerFields:@{@"Content-Disposition": @"attachment; filename=harbor-survey.zip", @"Content-Type": @"application/zip"}];
        [given([task response]) willReturn:response];
        __block BOOL movedFile = NO;
        __block NSThread *downloadThread;
        [given([mockFileManager moveItemAtURL:tempUrl toURL:destUrl error:anything()]) willDo:^id(NSInvocation *invocation) {
            movedFile = NSThread.currentThread == downloadThread;
            return @YES;
        }];
        __block BOOL delegateFinished = NO;
        [givenVoid([mockDelegate downloadManager:downloadManager didFinishDownload:anything()]) willDo:^id(NSInvocation *invocation) {
            delegateFinished = NSThread.isMainThread;
            return nil;
        }];

        [urlSessionQueue addOperationWithBlock:^{
            downloadThread = NSThread.currentThread;
            [downloadManager URLSession:mockSession downloadTask:task didFinishDownloadingToURL:tempUrl];
            expect(movedFile).to.beTruthy();
        }];

        assertWithTimeout(1.0, thatEventually(@(delegateFinished)), isTrue());

        downloadThread = nil;
    });

    it(@"finishes a download restored after relaunch without a response", ^{

        // After handleEventsForBackgroundURLSession relaunches Ferry, a task can
        // be delivered before the manager has seen its response.
        NSURL *tempUrl = [NSURL fileURLWithPath:@"/tmp/CFNetworkDownload_p0Lw7e.tmp" isDirectory:NO];
        NSURLSessionDownloadTask *task = mock(NSURLSessionDownloadTask.class);
        [given([task taskIdentifier]) willReturnUnsignedInteger:77];
        [given([task originalRequest]) willReturn:[NSURLRequest requestWithURL:[NSURL URLWithString:@"https://packages.ferry.example/r/7001"]]];
        [given([task response]) willReturn:nil];
        __block FRDownload *finished;
        [givenVoid([mockDelegate downloadManager:downloadManager didFinishDownload:anything()]) willDo:^id(NSInvocation *invocation) {
            finished = invocation.mkt_arguments[1];
            return nil;
        }];

        [urlSessionQueue addOperationWithBlock:^{
            [downloadManager URLSession:mockSession downloadTask:task didFinishDownloadingToURL:tempUrl];
        }];

        assertWithTimeout(1.0, thatEventually(finished), notNilValue());
        expect(finished.downloadedFile.lastPathComponent).to.equal(@"7001");
    });

    it(@"was not successful when moving the temp file fails", ^{
        failure(@"do it");
    });

    xit(@"handles duplicate downloaded file names", ^{
        failure(@"do it");
    });
});

SpecEnd
