//
//  FRReportSizeFormatter.m
//  Ferry
//
//  Package sizes are shown the way the package index lists them: binary
//  units (1 MB = 1,048,576 bytes), one decimal above a megabyte.
//

#import "FRReportSizeFormatter.h"

@implementation FRReportSizeFormatter

+ (NSString *)stringFromByteCount:(long long)byteCount
{
    static NSByteCountFormatter *formatter;
    static dispatch_once_t once;
    dispatch_once(&once, ^{
        formatter = [[NSByteCountFormatter alloc] init];
        formatter.countStyle = NSByteCountFormatterCountStyleFile;
        formatter.allowedUnits = NSByteCountFormatterUseKB | NSByteCountFormatterUseMB | NSByteCountFormatterUseGB;
        formatter.zeroPadsFractionDigits = YES;
    });
    return [formatter stringFromByteCount:byteCount];
}

@end
