//
//  SNLObjC_Tests.m
//  SnaglineRecordingCoreTests
//

#import <XCTest/XCTest.h>
#import <objc/runtime.h>

#import "SNLObjC.h"

@interface SNLObjC_Tests : XCTestCase
@end

@implementation SNLObjC_Tests

- (void)testObjectTypeNullPtr
{
    XCTAssertEqual(snlobjc_objectType(NULL), SNLObjCTypeUnknown);
}

- (void)testObjectTypeClass
{
    Class cls = [SNLObjC_Tests class];
    XCTAssertEqual(snlobjc_objectType((__bridge void *)cls), SNLObjCTypeClass);
}

- (void)testObjectTypeObject
{
    id object = [SNLObjC_Tests new];
    XCTAssertEqual(snlobjc_objectType((__bridge void *)object), SNLObjCTypeObject);
}

- (void)testGetClassName
{
    const char *actual = snlobjc_className((__bridge void *)[NSString class]);
    XCTAssertTrue(actual != NULL && strcmp(actual, "NSString") == 0, @"got %s", actual);
}

- (void)testStringLength
{
    NSString *string = [NSString stringWithFormat:@"%@", @"a much longer string than fits"];
    XCTAssertEqual(snlobjc_stringLength((__bridge void *)string), (int)string.length);
}

#pragma mark - Tagged pointers

- (void)testIsTaggedPointerForSmallNumber
{
    NSNumber *number = @42;
    XCTAssertTrue(snlobjc_isTaggedPointer((__bridge void *)number));
}

- (void)testTaggedNumberDescription
{
    NSNumber *number = @42;
    char buffer[64];
    snlobjc_copyTaggedNumberDescription((__bridge void *)number, buffer, sizeof(buffer));
    NSString *actual = [NSString stringWithUTF8String:buffer];
    XCTAssertEqualObjects(actual, @"42");
}

- (void)testTaggedStringLength
{
    NSString *string = [NSString stringWithFormat:@"%@", @"abcde"];
    void *pointer = (__bridge void *)string;
    XCTAssertTrue(snlobjc_isTaggedPointer(pointer), @"expected a tagged string on this platform");
    XCTAssertEqual(snlobjc_taggedStringLength(pointer), 5);
}

@end
