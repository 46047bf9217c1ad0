//
//  KWAppDelegate.m
//  KestrelWallet
//

#import "KWAppDelegate.h"
#import <KestrelSync/KSSync.h>
#import "KWDataMigrationManager.h"
#import "KWRootViewController.h"
#import "KWWindow.h"

@implementation KWAppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    self.window = [[KWWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
    self.window.backgroundColor = [UIColor blackColor];

    KWDataMigrationManager *migrationManager = [KWDataMigrationManager sharedInstance];
    if (migrationManager.shouldMigrate) {
        // Migration of the legacy Core Data store runs off the main thread;
        // the sync stack is started when it finishes.
        [self performDeferredStartWithLaunchOptions:launchOptions];
    }
    else {
        [self performNormalStartWithLaunchOptions:launchOptions wasDeferred:NO];
    }

    [self.window makeKeyAndVisible];
    return YES;
}

- (void)performDeferredStartWithLaunchOptions:(NSDictionary *)launchOptions {
    self.window.rootViewController = [KWRootViewController migrationController];
    [[KWDataMigrationManager sharedInstance] migrate:^(BOOL completed) {
        dispatch_async(dispatch_get_main_queue(), ^{
            [self performNormalStartWithLaunchOptions:launchOptions wasDeferred:YES];
        });
    }];
}

- (void)performNormalStartWithLaunchOptions:(NSDictionary *)launchOptions wasDeferred:(BOOL)wasDeferred {
    // Background fetch is registered together with the rest of the sync stack
    // so it is never registered before the store is ready.
    [[KSSync sharedSyncController] registerBackgroundFetchOnce];
    [[KSSync sharedSyncController] setupSyncOnce];
    self.window.rootViewController = [KWRootViewController mainController];
}

- (void)applicationDidEnterBackground:(UIApplication *)application {
    [[KSSync sharedSyncController] scheduleBackgroundFetch];
}

@end
