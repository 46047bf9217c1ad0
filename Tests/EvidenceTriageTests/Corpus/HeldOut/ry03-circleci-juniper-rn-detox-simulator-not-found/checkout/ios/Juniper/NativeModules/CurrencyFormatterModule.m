#import "CurrencyFormatterModule.h"

@implementation CurrencyFormatterModule

RCT_EXPORT_MODULE(CurrencyFormatter);

- (NSString *)format:(double)amount currency:(NSString *)code locale:(NSString *)localeId
{
  NSNumberFormatter *f = [NSNumberFormatter new];
  f.numberStyle = NSNumberFormatterCurrencyStyle;
  f.locale = [NSLocale localeWithLocaleIdentifier:localeId];
  f.currencyCode = code;
  f.minimumFractionDigits = 2;
  f.maximumFractionDigits = 2;
  return [f stringFromNumber:@(amount)];
}

RCT_EXPORT_METHOD(formatAmount:(double)amount
                  currency:(NSString *)code
                  locale:(NSString *)localeId
                  resolve:(RCTPromiseResolveBlock)resolve
                  reject:(RCTPromiseRejectBlock)reject)
{
  resolve([self format:amount currency:code locale:localeId]);
}

@end
