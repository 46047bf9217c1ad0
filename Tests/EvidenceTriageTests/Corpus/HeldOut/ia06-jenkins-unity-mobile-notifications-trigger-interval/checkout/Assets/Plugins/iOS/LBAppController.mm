#import "UnityAppController.h"

extern void LBRegisterCropSync(void);

@interface LBAppController : UnityAppController
@end

@implementation LBAppController
- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions
{
    LBRegisterCropSync(); // BGTaskScheduler handlers must exist before launch completes
    return [super application:application didFinishLaunchingWithOptions:launchOptions];
}
@end

IMPL_APP_CONTROLLER_SUBCLASS(LBAppController)
