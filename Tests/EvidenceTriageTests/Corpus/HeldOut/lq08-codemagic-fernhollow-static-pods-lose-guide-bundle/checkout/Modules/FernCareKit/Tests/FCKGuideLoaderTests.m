#import <XCTest/XCTest.h>
#import "FCKGuideLoader.h"

@interface FCKGuideLoaderTests : XCTestCase
@end

@implementation FCKGuideLoaderTests

- (void)testLoadsBundledCareGuides {
    NSArray<FCKGuide *> *guides = [[FCKGuideLoader new] loadAll];
    XCTAssertEqual(guides.count, 42u);
}

- (void)testUnknownSpeciesReturnsNil {
    XCTAssertNil([[FCKGuideLoader new] guideForSpecies:@"Triffidus vulgaris"]);
}

@end
