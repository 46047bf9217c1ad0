#import "SBSessionUploadTaskDelegate.h"

@interface SBSessionUploadTaskDelegate ()
@property (nonatomic, strong) NSMutableData *responseData;
@end

@implementation SBSessionUploadTaskDelegate

- (instancetype)initWithResolve:(SBPromiseResolve)resolve
                         reject:(SBPromiseReject)reject
                       progress:(SBUploadProgress)progress {
  if ((self = [super initWithResolve:resolve reject:reject])) {
    _progress = progress;
  }
  return self;
}

- (void)URLSession:(NSURLSession *)session dataTask:(NSURLSessionDataTask *)dataTask didReceiveData:(NSData *)data {
  if (!data.length) {
    return;
  }
  [self.responseData appendData:data];
}

- (void)URLSession:(NSURLSession *)session
              task:(NSURLSessionTask *)task
   didSendBodyData:(int64_t)bytesSent
    totalBytesSent:(int64_t)totalBytesSent
totalBytesExpectedToSend:(int64_t)totalBytesExpectedToSend {
  if (self.progress) {
    self.progress(@{
      @"totalBytesSent": @(bytesSent),
      @"totalBytesExpectedToSend": @(totalBytesExpectedToSend),
    });
  }
}

- (NSDictionary *)parseServerResponse:(NSURLResponse *)response {
  NSHTTPURLResponse *http = (NSHTTPURLResponse *)response;
  NSString *body = [[NSString alloc] initWithData:self.responseData ?: [NSData data] encoding:NSUTF8StringEncoding];
  return @{
    @"status": @(http.statusCode),
    @"headers": http.allHeaderFields ?: @{},
    @"body": body ?: @"",
  };
}

- (void)URLSession:(NSURLSession *)session task:(NSURLSessionTask *)task didCompleteWithError:(NSError *)error {
  if (error) {
    self.reject(@"ERR_FILESYSTEM_CANNOT_UPLOAD", [NSString stringWithFormat:@"Unable to upload the file: '%@'", error.description], error);
    return;
  }
  self.resolve([self parseServerResponse:task.response]);
}

@end
