#import "AppDelegate.h"
#import "MainViewController.h"
#import "Harborline-Swift.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication*)application didFinishLaunchingWithOptions:(NSDictionary*)launchOptions
{
    // BackgroundTasks handlers must be registered before launch finishes.
    [HarborBackgroundTasks registerAll];
    [application registerForRemoteNotifications];

    self.viewController = [[MainViewController alloc] init];
    return [super application:application didFinishLaunchingWithOptions:launchOptions];
}

@end
