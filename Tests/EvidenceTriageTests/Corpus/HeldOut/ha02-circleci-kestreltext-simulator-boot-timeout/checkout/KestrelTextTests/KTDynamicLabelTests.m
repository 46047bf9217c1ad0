#import <XCTest/XCTest.h>
#import <KestrelText/KTDynamicLabel.h>

@interface KTDynamicLabelTests : XCTestCase
@end

@implementation KTDynamicLabelTests

- (void)testLabelScalesWithContentSizeCategory {
    KTDynamicLabel *label = [KTDynamicLabel labelWithFont:[UIFont systemFontOfSize:14] baseSize:14];
    [label ktApplyContentSizeCategory:UIContentSizeCategoryExtraExtraLarge];
    XCTAssertEqualWithAccuracy(label.font.pointSize, 17.0, 0.01);
}

- (void)testAttributedTextKeepsAttributesWhenScaling {
    NSAttributedString *text = [[NSAttributedString alloc] initWithString:@"Kestrel"
                                                               attributes:@{NSKernAttributeName: @1.5}];
    KTDynamicLabel *label = [KTDynamicLabel labelWithFont:[UIFont systemFontOfSize:14] baseSize:14];
    label.attributedText = text;
    [label ktApplyContentSizeCategory:UIContentSizeCategoryLarge];
    XCTAssertEqualObjects([label.attributedText attribute:NSKernAttributeName atIndex:0 effectiveRange:NULL], @1.5);
}

@end
