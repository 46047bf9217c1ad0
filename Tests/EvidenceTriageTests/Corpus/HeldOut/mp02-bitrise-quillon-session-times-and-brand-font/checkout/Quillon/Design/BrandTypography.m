#import "BrandTypography.h"

@implementation BrandTypography

+ (UIFont *)headlineFontOfSize:(CGFloat)size {
    UIFont *font = [UIFont fontWithName:@"Recoleta-SemiBold" size:size];
    NSAssert(font, @"UIFont object should not be nil, check if the font file is added to the application bundle and you're using the correct font name.");
    return font;
}

@end
