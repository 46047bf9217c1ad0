#import "NSBundle+FernCareKit.h"
#import "FCKGuideLoader.h"

@implementation NSBundle (FernCareKit)

+ (NSBundle *)fck_guidesBundle {
    NSBundle *frameworkBundle = [NSBundle bundleForClass:FCKGuideLoader.class];
    NSString *path = [frameworkBundle pathForResource:@"FernCareGuides" ofType:@"bundle"];
    NSAssert(path != nil, @"FernCareGuides.bundle not found!");
    return [NSBundle bundleWithPath:path];
}

@end
