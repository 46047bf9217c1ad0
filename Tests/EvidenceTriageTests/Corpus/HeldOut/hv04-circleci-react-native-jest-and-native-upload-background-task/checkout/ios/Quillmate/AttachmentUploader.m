#import "AttachmentUploader.h"

#import <UIKit/UIKit.h>

// Native module behind `NativeModules.AttachmentUploader`: keeps large attachment
// uploads alive for a few seconds when the app is backgrounded mid-upload, using
// UIApplication's beginBackgroundTask API (not BGTaskScheduler).
@implementation AttachmentUploader {
  UIBackgroundTaskIdentifier _bgTask;
  NSURLSessionUploadTask *_upload;
}

RCT_EXPORT_MODULE();

- (instancetype)init
{
  if ((self = [super init])) {
    _bgTask = UIBackgroundTaskInvalid;
  }
  return self;
}

- (void)beginUpload:(NSURLSessionUploadTask *)upload
{
  _upload = upload;
  __weak typeof(self) weakSelf = self;
  _bgTask = [[UIApplication sharedApplication] beginBackgroundTaskWithName:@"attachment-upload"
                                                         expirationHandler:^{
    [weakSelf suspendUpload];
  }];
  [upload resume];
}

- (void)suspendUpload
{
  [_upload suspend];
  [self endBackgroundTask];
}

- (void)uploadDidComplete
{
  [self endBackgroundTask];
}

- (void)endBackgroundTask
{
  // Called from both the expiration path and the completion path.
  [[UIApplication sharedApplication] endBackgroundTask:_bgTask];
  self.endCount += 1;
}

@end
