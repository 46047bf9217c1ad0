//
//  SyncClientSpec.m
//  LedgerlineTests
//

#import <Quick/Quick.h>
#import <Nimble/Nimble.h>
#import "LDLSyncClient.h"
#import "LDLMockBackgroundTaskScheduler.h"
#import "LDLMockSyncEngine.h"

QuickSpecBegin(SyncClientSpec)

describe(@"SyncClient", ^{
    __block LDLSyncClient *client;
    __block LDLMockBackgroundTaskScheduler *scheduler;
    __block LDLMockSyncEngine *engine;

    beforeEach(^{
        scheduler = [LDLMockBackgroundTaskScheduler new];
        engine = [LDLMockSyncEngine new];
        client = [[LDLSyncClient alloc] initWithEngine:engine backgroundTaskScheduler:scheduler];
        [client start];
    });

    context(@"when the app enters the background", ^{
        beforeEach(^{
            [[NSNotificationCenter defaultCenter] postNotificationName:UIApplicationDidEnterBackgroundNotification object:nil];
        });

        it(@"begins a background task", ^{
            expect(@(scheduler.beginBackgroundTaskCalled)).to(beTrue());
        });

        it(@"stops the engine and ends its background task when the task expires", ^{
            scheduler.capturedExpirationHandler();
            expect(@(engine.stopCalled)).to(beTrue());
            expect(@(scheduler.endBackgroundTaskCalled)).to(beTrue());
        });
    });
});

QuickSpecEnd
