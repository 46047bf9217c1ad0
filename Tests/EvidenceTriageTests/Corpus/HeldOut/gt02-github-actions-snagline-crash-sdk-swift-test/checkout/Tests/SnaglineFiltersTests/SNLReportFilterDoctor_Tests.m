//
//  SNLReportFilterDoctor_Tests.m
//  SnaglineFiltersTests
//

#import <XCTest/XCTest.h>

#import "SNLCrashDoctor.h"
#import "SNLTestResources.h"

@interface SNLReportFilterDoctor_Tests : XCTestCase
@end

@implementation SNLReportFilterDoctor_Tests

- (void)testDiagnoseEmptyReportReturnsNil
{
    XCTAssertNil([[SNLCrashDoctor new] diagnoseCrash:@{}]);
}

- (void)testDiagnoseOOMReport
{
    NSDictionary *report = SNLLoadReportFixture(@"oom");
    XCTAssertNotNil(report, @"fixture oom.json not found in the test resource bundle");
    NSString *diagnosis = [[SNLCrashDoctor new] diagnoseCrash:report];
    XCTAssertEqualObjects(diagnosis, @"The app was terminated due to running out of memory (OOM).");
}

- (void)testDiagnoseBadAccessReport
{
    NSDictionary *report = SNLLoadReportFixture(@"bad_access_0xbad0_64bit");
    XCTAssertNotNil(report, @"fixture bad_access_0xbad0_64bit.json not found in the test resource bundle");
    NSString *diagnosis = [[SNLCrashDoctor new] diagnoseCrash:report];
    XCTAssertTrue([diagnosis containsString:@"deallocated object"], @"%@", diagnosis);
}

@end
