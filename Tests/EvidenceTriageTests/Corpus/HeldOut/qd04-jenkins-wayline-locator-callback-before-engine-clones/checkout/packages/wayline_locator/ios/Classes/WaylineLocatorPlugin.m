#import "WaylineLocatorPlugin.h"
#import <CoreLocation/CoreLocation.h>

static NSString *const kCallbackHandleKey = @"wayline_locator.callback_handle";

@interface WaylineLocatorPlugin () <CLLocationManagerDelegate>
@property(nonatomic, strong) CLLocationManager *locationManager;
@property(nonatomic, strong) FlutterEngine *headlessEngine;
@property(nonatomic, strong) FlutterMethodChannel *callbackChannel;
@property(nonatomic, assign) BOOL engineStarted;
@end

@implementation WaylineLocatorPlugin

+ (instancetype)sharedInstance {
    static WaylineLocatorPlugin *instance;
    static dispatch_once_t once;
    dispatch_once(&once, ^{ instance = [[WaylineLocatorPlugin alloc] init]; });
    return instance;
}

- (instancetype)init {
    if ((self = [super init])) {
        _headlessEngine = [[FlutterEngine alloc] initWithName:@"WaylineLocatorIsolate" project:nil allowHeadlessExecution:YES];
        _callbackChannel = [FlutterMethodChannel methodChannelWithName:@"wayline_locator/callback"
                                                       binaryMessenger:_headlessEngine.binaryMessenger];
        _locationManager = [[CLLocationManager alloc] init];
        _locationManager.delegate = self;
        _locationManager.allowsBackgroundLocationUpdates = YES;
        _locationManager.pausesLocationUpdatesAutomatically = NO;
    }
    return self;
}

- (void)handleLaunchWithOptions:(NSDictionary *)launchOptions {
    if (launchOptions[UIApplicationLaunchOptionsLocationKey] != nil ||
        _locationManager.authorizationStatus == kCLAuthorizationStatusAuthorizedAlways) {
        [_locationManager startMonitoringSignificantLocationChanges];
        [_locationManager startUpdatingLocation];
    }
    [self startHeadlessEngineIfNeeded];
}

- (void)startHeadlessEngineIfNeeded {
    if (_engineStarted) return;
    int64_t handle = [[NSUserDefaults standardUserDefaults] integerForKey:kCallbackHandleKey];
    FlutterCallbackInformation *info = [FlutterCallbackCache lookupCallbackInformation:handle];
    if (info == nil) return;
    dispatch_async(dispatch_get_main_queue(), ^{
        [self.headlessEngine runWithEntrypoint:info.callbackName libraryURI:info.callbackLibraryPath];
        self.engineStarted = YES;
    });
}

- (void)locationManager:(CLLocationManager *)manager didUpdateLocations:(NSArray<CLLocation *> *)locations {
    CLLocation *location = locations.lastObject;
    NSDictionary *payload = @{
        @"latitude" : @(location.coordinate.latitude),
        @"longitude" : @(location.coordinate.longitude),
        @"accuracy" : @(location.horizontalAccuracy),
        @"time" : @(location.timestamp.timeIntervalSince1970 * 1000),
    };
    [_callbackChannel invokeMethod:@"onLocation" arguments:payload];
}

@end
