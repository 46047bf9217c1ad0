//
//  main.m
//  QuillNews
//

#import <UIKit/UIKit.h>
#import "QNAppDelegate.h"

int main(int argc, char *argv[]) {
    @autoreleasepool {
#if QN_UNIT_TESTS
        // Unit tests get an empty delegate: no Core Data seeding, no BGTaskScheduler
        // registration, no analytics. QNTestingAppDelegate lives in QuillNewsTests.
        NSString *delegateClassName = @"QNTestingAppDelegate";
#else
        NSString *delegateClassName = NSStringFromClass([QNAppDelegate class]);
#endif
        return UIApplicationMain(argc, argv, nil, delegateClassName);
    }
}
