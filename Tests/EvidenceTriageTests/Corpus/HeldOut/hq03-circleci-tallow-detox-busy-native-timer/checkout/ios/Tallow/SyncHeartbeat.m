#import <React/RCTBridgeModule.h>
#import <React/RCTLog.h>
#import "TLUploadQueue.h"

@interface SyncHeartbeat : NSObject <RCTBridgeModule>
@property (nonatomic, strong) NSTimer *timer;
@end

@implementation SyncHeartbeat

RCT_EXPORT_MODULE();

+ (BOOL)requiresMainQueueSetup { return YES; }

RCT_EXPORT_METHOD(start:(double)intervalSeconds)
{
  dispatch_async(dispatch_get_main_queue(), ^{
    // A new repeating timer every time the home screen mounts; the previous
    // one is never invalidated and there is no stop method yet.
    self.timer = [NSTimer timerWithTimeInterval:intervalSeconds
                                         target:self
                                       selector:@selector(tick:)
                                       userInfo:nil
                                        repeats:YES];
    [[NSRunLoop mainRunLoop] addTimer:self.timer forMode:NSRunLoopCommonModes];
    RCTLogInfo(@"[SyncHeartbeat] started, interval %.0fs", intervalSeconds);
  });
}

- (void)tick:(NSTimer *)timer
{
  [[TLUploadQueue shared] flushIfIdleWithReason:@"heartbeat"];
}

@end
