namespace Harvestly.Core.Yield;

public enum Crop { Wheat, Corn, Soybeans, Barley }

public sealed class YieldCalculator
{
    // Pounds per US bushel.
    static readonly IReadOnlyDictionary<Crop, double> BushelWeightLb = new Dictionary<Crop, double>
    {
        [Crop.Wheat] = 60,
        [Crop.Corn] = 56,
        [Crop.Soybeans] = 60,
        [Crop.Barley] = 48,
    };

    const double KgPerLb = 0.45359237;
    const double HectaresPerAcre = 0.40468564224;

    public double BushelsPerAcreToTonnesPerHectare(Crop crop, double bushelsPerAcre)
    {
        var kgPerAcre = bushelsPerAcre * BushelWeightLb[crop] * KgPerLb;
        return Math.Round(kgPerAcre * HectaresPerAcre / 1000, 2);
    }
}
