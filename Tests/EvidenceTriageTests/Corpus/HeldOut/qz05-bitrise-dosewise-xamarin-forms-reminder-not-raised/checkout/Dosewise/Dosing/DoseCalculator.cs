using System;

namespace Dosewise.Dosing
{
    public static class DoseCalculator
    {
        public static double Tablets (double weightKg, double mgPerKg, double tabletMg)
        {
            var tablets = weightKg * mgPerKg / tabletMg;
            return Math.Ceiling (tablets * 2) / 2;
        }
    }
}
