//
//  MRDDatabaseMigrationTests.m
//  MeridianTests
//

#import <XCTest/XCTest.h>
#import "MRDEventStore+Migration.h"

@interface MRDDatabaseMigrationTests : XCTestCase
@end

@implementation MRDDatabaseMigrationTests

- (void)testMigratesV2Schema {
    NSURL *db = [self copyFixture:@"events-v2.sqlite"];
    XCTAssertTrue([MRDEventStore migrateStoreAtURL:db error:nil]);
}

- (void)testMigratesV3SchemaWithLargeQueue {
    // 250k queued events from a customer report; exercises the batched copy path.
    NSURL *db = [self copyFixture:@"events-v3-large.sqlite"];
    NSError *error = nil;
    XCTAssertTrue([MRDEventStore migrateStoreAtURL:db error:&error], @"%@", error);
    XCTAssertEqual([MRDEventStore eventCountAtURL:db], 250000);
}

- (NSURL *)copyFixture:(NSString *)name {
    NSURL *src = [[NSBundle bundleForClass:self.class] URLForResource:name withExtension:nil];
    NSURL *dst = [NSURL fileURLWithPath:[NSTemporaryDirectory() stringByAppendingPathComponent:NSUUID.UUID.UUIDString]];
    [NSFileManager.defaultManager copyItemAtURL:src toURL:dst error:nil];
    return dst;
}

@end
