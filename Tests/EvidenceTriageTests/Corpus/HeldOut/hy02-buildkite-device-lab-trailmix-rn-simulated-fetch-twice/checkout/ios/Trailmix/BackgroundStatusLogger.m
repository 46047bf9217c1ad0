#import "BackgroundStatusLogger.h"
#import <UIKit/UIKit.h>

@implementation BackgroundStatusLogger

+ (void)logStatus
{
  UIBackgroundRefreshStatus status = [UIApplication sharedApplication].backgroundRefreshStatus;
  NSString *name = status == UIBackgroundRefreshStatusAvailable ? @"available"
                 : status == UIBackgroundRefreshStatusDenied ? @"denied" : @"restricted";
  BOOL lowPower = [NSProcessInfo processInfo].isLowPowerModeEnabled;
  NSLog(@"[TrailmixBG] backgroundRefreshStatus=%@ lowPowerMode=%@", name, lowPower ? @"on" : @"off");
}

@end
