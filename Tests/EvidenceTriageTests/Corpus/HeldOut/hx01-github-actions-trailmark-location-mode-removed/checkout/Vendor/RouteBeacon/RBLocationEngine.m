//
//  RBLocationEngine.m
//  RouteBeacon SDK 4.2.1 (vendored)
//

#import "RBLocationEngine.h"
#import <CoreLocation/CoreLocation.h>

@interface RBLocationEngine () <CLLocationManagerDelegate>
@property (nonatomic, strong) CLLocationManager *manager;
@property (nonatomic, strong) RBConfiguration *configuration;
@end

@implementation RBLocationEngine

- (instancetype)initWithConfiguration:(RBConfiguration *)configuration {
    self = [super init];
    if (self) {
        _configuration = configuration;
        _manager = [[CLLocationManager alloc] init];
        _manager.delegate = self;
        _manager.distanceFilter = configuration.distanceFilter;
        _manager.activityType = CLActivityTypeFitness;
        // RouteBeacon keeps tracking while the app is backgrounded when the
        // host enables `backgroundTracking` in RouteBeacon.json. The host app
        // must declare the `location` background mode for this.
        _manager.allowsBackgroundLocationUpdates = configuration.backgroundTracking;
        _manager.pausesLocationUpdatesAutomatically = NO;
    }
    return self;
}

- (void)startUpdatingLocation {
    [self.manager startUpdatingLocation];
}

- (void)stopUpdatingLocation {
    [self.manager stopUpdatingLocation];
}

- (void)locationManager:(CLLocationManager *)manager didUpdateLocations:(NSArray<CLLocation *> *)locations {
    if (self.onLocation) {
        for (CLLocation *location in locations) {
            self.onLocation(location);
        }
    }
}

@end
