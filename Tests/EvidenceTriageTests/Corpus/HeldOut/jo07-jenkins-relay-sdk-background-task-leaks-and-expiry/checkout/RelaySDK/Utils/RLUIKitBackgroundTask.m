//
//  RLUIKitBackgroundTask.m
//  RelaySDK
//
//  A named UIApplication background task. Shape follows matrix-ios-sdk's
//  MXUIKitBackgroundTask: the SDK is linked into the app *and* into the
//  notification/share extensions, where there is no UIApplication.
//

#import "RLUIKitBackgroundTask.h"
#import "RLApplicationProvider.h"

@implementation RLUIKitBackgroundTask

- (instancetype)initWithName:(NSString *)name
          applicationProvider:(id<RLApplicationProvider>)provider
            expirationHandler:(RLBackgroundTaskExpirationHandler)expirationHandler
{
    self = [super init];
    if (self) {
        _name = name;
        _identifier = UIBackgroundTaskInvalid;
        _expirationHandler = [expirationHandler copy];
        _startDate = [NSDate date];

        UIApplication *application = [provider sharedApplication];
        if (!application) {
            // No UIApplication (app extension): we cannot hold a background
            // task, so tell the caller right away that it has no time.
            RLLogWarning(@"[RLBackgroundTask] Background task expired #%lu - %@ after %.0fms",
                         (unsigned long)_identifier, _name, self.elapsedTime);
            if (_expirationHandler) {
                _expirationHandler();
            }
            return self;
        }

        __weak RLUIKitBackgroundTask *weakSelf = self;
        _identifier = [application beginBackgroundTaskWithName:name expirationHandler:^{
            RLUIKitBackgroundTask *strongSelf = weakSelf;
            RLLogInfo(@"[RLBackgroundTask] Background task expired #%lu - %@ after %.0fms",
                      (unsigned long)strongSelf.identifier, strongSelf.name, strongSelf.elapsedTime);
            if (strongSelf.expirationHandler) {
                strongSelf.expirationHandler();
            }
            [strongSelf stop];
        }];
        RLLogInfo(@"[RLBackgroundTask] Start background task #%lu - %@ (backgroundTimeRemaining: %@, applicationState: %@)",
                  (unsigned long)_identifier, _name,
                  application.backgroundTimeRemaining == DBL_MAX ? @"unlimited" : @(application.backgroundTimeRemaining),
                  RLApplicationStateDescription(application.applicationState));
    }
    return self;
}

- (BOOL)isRunning
{
    return _identifier != UIBackgroundTaskInvalid;
}

- (NSTimeInterval)elapsedTime
{
    return [[NSDate date] timeIntervalSinceDate:_startDate] * 1000.0;
}

- (void)stop
{
    if (_identifier != UIBackgroundTaskInvalid) {
        [[RLApplicationProvider defaultProvider].sharedApplication endBackgroundTask:_identifier];
        RLLogInfo(@"[RLBackgroundTask] Stop background task #%lu - %@ after %.0fms",
                  (unsigned long)_identifier, _name, self.elapsedTime);
        _identifier = UIBackgroundTaskInvalid;
    }
}

@end
