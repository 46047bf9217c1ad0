#import "UnityAppController.h"

extern "C" void CropSync_RegisterLaunchHandler(void);

@interface GullwingAppController : UnityAppController
@end

@implementation GullwingAppController

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions
{
  // BGTaskScheduler launch handlers must be registered before launch finishes.
  CropSync_RegisterLaunchHandler();
  return [super application:application didFinishLaunchingWithOptions:launchOptions];
}

@end

IMPL_APP_CONTROLLER_SUBCLASS(GullwingAppController)
