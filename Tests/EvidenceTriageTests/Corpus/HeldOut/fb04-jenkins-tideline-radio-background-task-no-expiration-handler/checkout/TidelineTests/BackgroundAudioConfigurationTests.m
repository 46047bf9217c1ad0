//
//  BackgroundAudioConfigurationTests.m
//  TidelineTests
//
//  Hosted in Tideline.app: reads the *built* app's Info.plist from the main bundle.
//

#import <XCTest/XCTest.h>

@interface BackgroundAudioConfigurationTests : XCTestCase
@end

@implementation BackgroundAudioConfigurationTests

- (void)testBuiltInfoPlistDeclaresAudioBackgroundMode
{
    NSArray<NSString *> *modes = [NSBundle mainBundle].infoDictionary[@"UIBackgroundModes"];
    XCTAssertTrue([modes containsObject:@"audio"], @"UIBackgroundModes = %@", modes);
}

@end
