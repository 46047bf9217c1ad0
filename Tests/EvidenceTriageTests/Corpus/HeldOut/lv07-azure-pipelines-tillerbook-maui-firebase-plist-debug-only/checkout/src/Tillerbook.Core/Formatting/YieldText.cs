using System.Globalization;

namespace Tillerbook.Core.Formatting;

public static class YieldText
{
    /// <summary>"8.0 t/ha" - always one decimal so columns line up.</summary>
    public static string TonnesPerHectare(double tonnes, double hectares) =>
        (tonnes / hectares).ToString("0.#", CultureInfo.InvariantCulture) + " t/ha";
}
