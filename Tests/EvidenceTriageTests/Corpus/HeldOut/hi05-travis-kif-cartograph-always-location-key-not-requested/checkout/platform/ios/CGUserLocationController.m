#import "CGUserLocationController.h"
#import <CoreLocation/CoreLocation.h>

@implementation CGUserLocationController

// Ask for location permission using whichever usage key the host app declares.
// Prefer the less permissive when-in-use authorization when both are present.
- (void)requestAuthorizationIfNeeded
{
    if ([CLLocationManager authorizationStatus] != kCLAuthorizationStatusNotDetermined) return;

    NSDictionary *info = [NSBundle mainBundle].infoDictionary;
    BOOL hasWhenInUse = info[@"NSLocationWhenInUseUsageDescription"] != nil;
    BOOL hasAlways = info[@"NSLocationAlwaysUsageDescription"] != nil;

    if (hasWhenInUse)
    {
        [self.locationManager requestWhenInUseAuthorization];
    }
    else if (hasAlways && hasWhenInUse)
    {
        [self.locationManager requestAlwaysAuthorization];
    }
    else
    {
        NSLog(@"[CGUserLocation] No location usage description in Info.plist; not requesting authorization.");
    }
}

@end
