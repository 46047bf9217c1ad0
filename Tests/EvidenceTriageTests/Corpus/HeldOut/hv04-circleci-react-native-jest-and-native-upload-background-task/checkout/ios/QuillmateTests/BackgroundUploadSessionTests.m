#import <XCTest/XCTest.h>

#import "AttachmentUploader.h"
#import "FakeUploadTask.h"

@interface BackgroundUploadSessionTests : XCTestCase
@end

@implementation BackgroundUploadSessionTests

- (void)testCompletedUploadEndsBackgroundTask
{
  AttachmentUploader *uploader = [AttachmentUploader new];
  [uploader beginUpload:[FakeUploadTask completingAfter:0.01]];
  [uploader uploadDidComplete];
  XCTAssertEqual(uploader.endCount, 1);
}

- (void)testSuspendEndsBackgroundTaskOnce
{
  AttachmentUploader *uploader = [AttachmentUploader new];
  FakeUploadTask *upload = [FakeUploadTask completingAfter:0.01];
  [uploader beginUpload:upload];

  // Expiration fires, then the (suspended) upload still reports completion.
  [uploader suspendUpload];
  [uploader uploadDidComplete];

  XCTAssertEqual(uploader.endCount, 1, @"endBackgroundTask must run once per upload");
}

@end
