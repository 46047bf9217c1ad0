#import "BiometricPromptModule.h"

static NSString *const kDefaultReason = @"Confirm it's you to open Juniper";

@implementation BiometricPromptModule

RCT_EXPORT_MODULE(BiometricPrompt);

- (NSString *)reasonFor:(nullable NSString *)requested
{
  if (requested == nil) {
    return kDefaultReason;
  }
  return requested;
}

@end
