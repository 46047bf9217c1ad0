//
//  PPRichPushHelper.m
//  ParcelpostNotificationService
//
//  Adds the carrier's parcel photo to a delivery push. Compiled into both the
//  notification service extension and the Parcelpost app target so that the
//  unit tests can exercise it.
//

#import "PPRichPushHelper.h"
#import "PPLog.h"

static NSString *const kPPPayloadOptionsName = @"pp_options";
static NSString *const kPPPayloadOptionsImageURLName = @"image";

@interface PPRichPushHelper ()
@property(nonatomic, strong) void (^contentHandler)(UNNotificationContent *contentToDeliver);
@property(nonatomic, strong) UNMutableNotificationContent *bestAttemptContent;
@property(nonatomic, strong) NSURLSession *session;
@end

@implementation PPRichPushHelper

- (instancetype)initWithSession:(NSURLSession *)session {
  self = [super init];
  if (self) {
    _session = session ?: [NSURLSession sessionWithConfiguration:NSURLSessionConfiguration.defaultSessionConfiguration];
  }
  return self;
}

- (void)populateNotificationContent:(UNMutableNotificationContent *)content
                 withContentHandler:(void (^)(UNNotificationContent *_Nonnull))contentHandler {
  self.contentHandler = [contentHandler copy];
  self.bestAttemptContent = content;

  NSString *currentImageURL = content.userInfo[kPPPayloadOptionsName][kPPPayloadOptionsImageURLName];
  if (!currentImageURL) {
    [self deliverNotification];
    return;
  }
  NSURL *attachmentURL = [NSURL URLWithString:currentImageURL];
  if (attachmentURL) {
    [self loadAttachmentForURL:attachmentURL
             completionHandler:^(UNNotificationAttachment *attachment) {
               self.bestAttemptContent.attachments = @[ attachment ];
               [self deliverNotification];
             }];
  } else {
    PPLogError(@"The image URL provided is invalid %@.", currentImageURL);
    [self deliverNotification];
  }
}

- (void)loadAttachmentForURL:(NSURL *)attachmentURL
           completionHandler:(void (^)(UNNotificationAttachment *))completionHandler {
  __block UNNotificationAttachment *attachment = nil;

  [[self.session
      downloadTaskWithURL:attachmentURL
        completionHandler:^(NSURL *temporaryFileLocation, NSURLResponse *response, NSError *error) {
          if (error != nil) {
            PPLogError(@"Failed to download image given URL %@, error: %@\n", attachmentURL, error);
            completionHandler(attachment);
            return;
          }

          NSFileManager *fileManager = [NSFileManager defaultManager];
          NSString *fileExtension = [self fileExtensionForResponse:response];
          NSURL *localURL = [NSURL
              fileURLWithPath:[temporaryFileLocation.path stringByAppendingString:fileExtension]];
          [fileManager moveItemAtURL:temporaryFileLocation toURL:localURL error:&error];
          if (error) {
            PPLogError(@"Failed to move the image file to local location: %@, error: %@\n", localURL, error);
            completionHandler(attachment);
            return;
          }

          attachment = [UNNotificationAttachment attachmentWithIdentifier:@"parcel-photo"
                                                                      URL:localURL
                                                                  options:nil
                                                                    error:&error];
          if (error) {
            PPLogError(@"Failed to create attachment with URL %@, error: %@\n", localURL, error);
          }
          completionHandler(attachment);
        }] resume];
}

- (NSString *)fileExtensionForResponse:(NSURLResponse *)response {
  NSString *suggestedPathExtension = [response.suggestedFilename pathExtension];
  if (suggestedPathExtension.length > 0) {
    return [NSString stringWithFormat:@".%@", suggestedPathExtension];
  }
  return @".jpg";
}

- (void)deliverNotification {
  if (self.contentHandler) {
    self.contentHandler(self.bestAttemptContent);
  }
}

@end
