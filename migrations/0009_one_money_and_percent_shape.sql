-- One shape for money and percentages (decision 0018).
-- A custom option value's priceModifier becomes a decimal string with two places, like every other
-- money value: 5 -> "5.00", -2.5 -> "-2.50". Both products' and categories' custom options.
CREATE FUNCTION pg_temp.money_custom_options(options jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_agg(
    CASE WHEN jsonb_typeof(option -> 'values') = 'array' THEN
      jsonb_set(option, '{values}', (
        SELECT coalesce(jsonb_agg(
          CASE WHEN jsonb_typeof(value -> 'priceModifier') = 'number' THEN
            jsonb_set(value, '{priceModifier}', to_jsonb(to_char(round((value ->> 'priceModifier')::numeric, 2), 'FM9999999990.00')))
          ELSE value END
          ORDER BY value_position), '[]'::jsonb)
        FROM jsonb_array_elements(option -> 'values') WITH ORDINALITY AS v(value, value_position)
      ))
    ELSE option END
    ORDER BY option_position), '[]'::jsonb)
  FROM jsonb_array_elements(options) WITH ORDINALITY AS o(option, option_position)
$$;--> statement-breakpoint
UPDATE "products" SET "custom_options" = pg_temp.money_custom_options("custom_options") WHERE jsonb_array_length("custom_options") > 0;--> statement-breakpoint
UPDATE "categories" SET "custom_options" = pg_temp.money_custom_options("custom_options") WHERE jsonb_array_length("custom_options") > 0;--> statement-breakpoint
-- A quantity tier's discount becomes a percent like a finish's and a discount code's:
-- { "discount": 0.1 } -> { "discountPercent": 10 }.
UPDATE "products" SET "quantity_discounts" = (
  SELECT coalesce(jsonb_agg(
    CASE WHEN tier ? 'discount' THEN
      (tier - 'discount') || jsonb_build_object('discountPercent', round((tier ->> 'discount')::numeric * 100, 2))
    ELSE tier END
    ORDER BY tier_position), '[]'::jsonb)
  FROM jsonb_array_elements("quantity_discounts") WITH ORDINALITY AS t(tier, tier_position)
) WHERE jsonb_array_length("quantity_discounts") > 0;
