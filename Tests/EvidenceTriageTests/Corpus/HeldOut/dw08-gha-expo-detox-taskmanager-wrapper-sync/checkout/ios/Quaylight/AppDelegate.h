#import <RCTAppDelegate.h>
#import <UIKit/UIKit.h>

// SDK upgrade (#1408): regenerated from the RN template, Expo wrapper dropped.
@interface AppDelegate : RCTAppDelegate

@end
