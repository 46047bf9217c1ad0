//
//  LMNInvertColorsTests.m
//  LumenA11ySnapshotTests
//

#import <FBSnapshotTestCase/FBSnapshotTestCase.h>
#import <LumenA11ySnapshot/LumenA11ySnapshot.h>
#import "LMNInvertColorsViewController.h"

@interface LMNInvertColorsTests : FBSnapshotTestCase
@end

@implementation LMNInvertColorsTests

- (void)setUp {
    [super setUp];
    self.recordMode = NO;
}

- (void)testInvertColorsSnapshot {
    LMNInvertColorsViewController *viewController = [LMNInvertColorsViewController new];
    viewController.view.frame = UIScreen.mainScreen.bounds;
    FBSnapshotVerifyView(viewController.view, @"disabled");
    LMNSnapshotVerifyWithInvertedColors(viewController.view, @"inverted");
}

@end
