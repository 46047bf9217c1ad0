#import "AttachmentDownloader.h"

@implementation AttachmentDownloader

+ (void)attachmentForURL:(NSURL *)url
              completion:(void (^)(UNNotificationAttachment *, NSError *))completion {
    NSURLSessionDownloadTask *task =
        [[NSURLSession sharedSession] downloadTaskWithURL:url
                                        completionHandler:^(NSURL *location, NSURLResponse *response, NSError *error) {
        if (error) {
            completion(nil, error);
            return;
        }
        // Hop to the main queue before building the attachment.
        dispatch_async(dispatch_get_main_queue(), ^{
            NSError *attachmentError = nil;
            UNNotificationAttachment *attachment =
                [UNNotificationAttachment attachmentWithIdentifier:@"map"
                                                               URL:location
                                                           options:@{UNNotificationAttachmentOptionsTypeHintKey: @"public.png"}
                                                             error:&attachmentError];
            completion(attachment, attachmentError);
        });
    }];
    [task resume];
}

@end
