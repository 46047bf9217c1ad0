//
//  SNLTestResources.h
//  SnaglineFiltersTests
//
//  SwiftPM does not give Objective-C test targets SWIFTPM_MODULE_BUNDLE unless
//  resources are declared, so locate the generated resource bundle by name.
//

#import <Foundation/Foundation.h>

static inline NSBundle *SNLFiltersTestResourceBundle(void)
{
    NSBundle *testBundle = [NSBundle bundleForClass:NSClassFromString(@"SNLReportFilterDoctor_Tests")];
    NSURL *url = [[testBundle.bundleURL URLByDeletingLastPathComponent]
        URLByAppendingPathComponent:@"snagline-apple_SnaglineFiltersTests.bundle"];
    return [NSBundle bundleWithURL:url];
}

static inline NSDictionary *SNLLoadReportFixture(NSString *name)
{
    NSString *path = [SNLFiltersTestResourceBundle() pathForResource:name ofType:@"json"];
    if (path == nil) {
        return nil;
    }
    NSData *data = [NSData dataWithContentsOfFile:path];
    return [NSJSONSerialization JSONObjectWithData:data options:0 error:nil];
}
