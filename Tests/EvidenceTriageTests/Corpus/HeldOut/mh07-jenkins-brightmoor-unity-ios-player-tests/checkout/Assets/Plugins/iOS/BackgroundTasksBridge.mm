#import <BackgroundTasks/BackgroundTasks.h>

static BOOL gRefreshHasRun = NO;

extern "C" bool _BM_SubmitRefresh(const char *identifier, double seconds) {
    BGAppRefreshTaskRequest *req = [[BGAppRefreshTaskRequest alloc] initWithIdentifier:[NSString stringWithUTF8String:identifier]];
    req.earliestBeginDate = [NSDate dateWithTimeIntervalSinceNow:seconds];
    NSError *error = nil;
    BOOL ok = [[BGTaskScheduler sharedScheduler] submitTaskRequest:req error:&error];
    if (!ok) NSLog(@"[BM] submit failed: %@", error);
    return ok;
}

extern "C" bool _BM_RefreshHasRun() { return gRefreshHasRun; }
